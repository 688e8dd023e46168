"""dialogs package."""
