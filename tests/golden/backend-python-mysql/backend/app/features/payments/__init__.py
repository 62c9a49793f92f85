"""Payments: a provider interface and the local provider."""
