"""Qt-free use cases the UI calls: catalog setup, game sessions, scenario runs."""
