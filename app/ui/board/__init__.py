"""Shared board toolkit: scene, items, zoomable view, drag and drop, supply palettes."""
