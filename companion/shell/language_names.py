"""The five languages the app ships, by code, and each one's name in itself: data below both
the language in use (`language`) and the rule texts (`rule_data`), which each need them."""

from __future__ import annotations

LANGUAGES = ("en", "zh_CN", "de", "ru", "es")
DEFAULT = "en"
# Each language's name in that language, for the settings menu.
NATIVE_NAMES = {
    "en": "English", "zh_CN": "简体中文", "de": "Deutsch", "ru": "Русский", "es": "Español",
}
