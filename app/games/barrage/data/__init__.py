"""Barrage component data: JSON files under `resources/barrage/` as validated pydantic models."""
