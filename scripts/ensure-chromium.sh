#!/usr/bin/env bash
# Browser tests run in Debian's Chromium at /usr/bin/chromium, and the push test clicks notifications through a
# D-Bus notification server (dbus-daemon); install what is missing.
set -euo pipefail
PACKAGES=()
if [ ! -x /usr/bin/chromium ]; then PACKAGES+=(chromium); fi
if ! command -v dbus-daemon > /dev/null; then PACKAGES+=(dbus-daemon); fi
if [ ${#PACKAGES[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${PACKAGES[*]} (apt-get install -y ${PACKAGES[*]})..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${PACKAGES[@]}"
echo "Chromium: $(/usr/bin/chromium --version)"
