"""At the table: a manual ability's moment is said in the prompt bar, a note written on a card shows on it, and
every player's ink drops show beside their lore."""

from __future__ import annotations

from lorcana_desktop.engine import PLAY, AdjustDrops, Quest
from tests.ui.test_table import _context_menu, _position, _table

JASMINE = "Jasmine - Ephemeral Princess"  # OVER HERE!, an Illumineer's Quest ability: manual


def test_the_prompt_bar_says_a_manual_ability_has_come(qtbot, cards) -> None:
    s, ids = _position(cards, {PLAY: [JASMINE]}, {PLAY: ["Stitch - New Dog"]})
    w = _table(qtbot, s)
    w.act(Quest(ids[f"0:{JASMINE}"]))
    text = w.prompt.label.text()
    assert f"Manual ability: {JASMINE} quests: resolve OVER HERE! with the manual tools" in text
    texts = [w.log_list.item(k).text() for k in range(w.log_list.count())]
    assert f"Manual ability: {JASMINE} quests: resolve OVER HERE! with the manual tools" in texts


def test_a_note_written_from_the_menu_shows_on_the_card_and_in_the_log(qtbot, cards) -> None:
    s, ids = _position(cards, {PLAY: ["Mickey Mouse - True Friend"]}, {PLAY: ["Stitch - New Dog"]})
    w = _table(qtbot, s)
    stitch = ids["1:Stitch - New Dog"]
    menu = _context_menu(w, stitch)
    sub = next(a.menu() for a in menu.actions() if a.menu() is not None)
    write = next(a for a in sub.actions() if a.text() == "Write a note on it\u2026")
    write.trigger()
    dialog = w.last_dialog
    dialog.setTextValue("Damage counters can't be removed")
    dialog.accept()
    assert s.game.state.notes == {stitch: "Damage counters can't be removed"}
    assert w.scene.items_by_key[stitch].note == "Damage counters can't be removed"
    texts = [w.log_list.item(k).text() for k in range(w.log_list.count())]
    assert "Manual: Ann notes on Stitch - New Dog: \u201cDamage counters can't be removed\u201d" in texts
    sub = next(a.menu() for a in _context_menu(w, stitch).actions() if a.menu() is not None)
    next(a for a in sub.actions() if a.text() == "Take the note off").trigger()
    assert s.game.state.notes == {} and w.scene.items_by_key[stitch].note == ""


def test_ink_drops_show_beside_the_lore(qtbot, cards) -> None:
    s, _ = _position(cards, {PLAY: ["Mickey Mouse - True Friend"]}, {})
    w = _table(qtbot, s)
    assert w.scene.lore_tracks[0].drops == 0
    w.act(AdjustDrops(0, 0, 2))
    assert w.scene.lore_tracks[0].drops == 2
    assert "Ink drops: 2" in w.scene.lore_tracks[0].toolTip()
