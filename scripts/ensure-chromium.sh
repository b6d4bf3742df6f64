#!/usr/bin/env bash
# Browser tests run in Debian's Chromium at /usr/bin/chromium; install it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found at /usr/bin/chromium: installing Debian's chromium package (apt-get install -y chromium)..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
echo "Chromium installed: $(/usr/bin/chromium --version)"
