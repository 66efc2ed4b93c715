"""The settings file: defaults, round trips, and damaged files that are never lost."""

from __future__ import annotations

import json

import pytest

from lorcana_desktop.app.settings import (
    Settings,
    SettingsError,
    load_settings,
    save_settings,
    settings_path,
    update_settings,
)


def test_no_file_means_the_defaults() -> None:
    assert load_settings() == Settings()
    assert load_settings().user_images_path is None


def test_saved_settings_come_back(tmp_path) -> None:
    update_settings(user_images_dir=str(tmp_path))
    assert load_settings().user_images_dir == str(tmp_path)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["user_images_dir"] == str(tmp_path)


def test_keys_from_other_versions_are_kept() -> None:
    settings_path().write_text(json.dumps({"user_images_dir": None, "table_zoom": 1.5}), encoding="utf-8")
    update_settings(user_images_dir="/pictures")
    doc = json.loads(settings_path().read_text(encoding="utf-8"))
    assert doc == {"user_images_dir": "/pictures", "animations": True, "language": None, "table_zoom": 1.5}


def test_the_language_setting_round_trips_and_a_wrong_one_is_named() -> None:
    # None: the system's language; a code the program speaks is kept; another is refused with the choices.
    assert load_settings().language is None
    update_settings(language="it")
    assert load_settings().language == "it"
    settings_path().write_text(json.dumps({"language": "Klingon"}), encoding="utf-8")
    with pytest.raises(SettingsError) as err:
        load_settings()
    assert 'language should be one of "en", "it", "fr", "de"' in str(err.value) and "Klingon" in str(err.value)


def test_a_damaged_file_gives_a_clear_error_and_is_not_overwritten() -> None:
    path = settings_path()
    path.write_text('{"user_images_dir": "/pic', encoding="utf-8")
    with pytest.raises(SettingsError) as err:
        load_settings()
    assert str(path) in str(err.value) and "not valid JSON" in str(err.value)
    with pytest.raises(SettingsError):
        save_settings(Settings(user_images_dir="/other"))
    assert path.read_text(encoding="utf-8") == '{"user_images_dir": "/pic'


def test_replacing_a_damaged_file_keeps_it_aside() -> None:
    path = settings_path()
    path.write_text("[1, 2", encoding="utf-8")
    save_settings(Settings(user_images_dir="/x"), replace_damaged=True)
    assert load_settings().user_images_dir == "/x"
    kept = list(path.parent.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "[1, 2"


@pytest.mark.parametrize(
    ("content", "problem"),
    [("[]", "JSON object"), ('{"user_images_dir": 5}', "user_images_dir should be a folder path")],
)
def test_wrong_shapes_are_named(content: str, problem: str) -> None:
    settings_path().write_text(content, encoding="utf-8")
    with pytest.raises(SettingsError, match=problem):
        load_settings()


def test_the_table_animations_setting_is_kept_and_checked(tmp_path) -> None:
    assert load_settings().animations is True  # on for people by default
    update_settings(animations=False)
    assert load_settings().animations is False
    assert json.loads(settings_path().read_text(encoding="utf-8"))["animations"] is False
    settings_path().write_text(json.dumps({"animations": "sometimes"}), encoding="utf-8")
    with pytest.raises(SettingsError, match="animations should be true or false, not 'sometimes'"):
        load_settings()
