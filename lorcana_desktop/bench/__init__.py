"""Benchmarks run by ``lorcana-desktop bench NAME``; one module per benchmark."""
