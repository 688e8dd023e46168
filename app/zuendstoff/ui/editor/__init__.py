"""editor package."""
