"""Presentation that reads records: renderers of the engine's rulings and of the catalogue's report (text for
terminals and nbval, HTML for notebooks, the guide and the printed editions). Nothing here decides a rule."""
