"""Barrage board: scene, items, panels and the step-by-step narrowing of legal actions."""
