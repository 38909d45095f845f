"""Dog Table: four dog-themed tabletop games on one computer (unofficial adaptations)."""

__version__ = "0.1.0"
