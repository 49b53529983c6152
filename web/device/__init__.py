"""What this device keeps: localStorage and its keys, saves, settings, players' names,
statistics, history, and what a finished game writes. Imports only web.page."""
