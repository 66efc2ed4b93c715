"""The game table: a QGraphicsScene that renders what the person at the screen may see and turns
mouse gestures into engine actions (layout data, z-layers, card items, zones, the prompt bar)."""
