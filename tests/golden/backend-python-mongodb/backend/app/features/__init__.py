"""The app's features: one package each."""
