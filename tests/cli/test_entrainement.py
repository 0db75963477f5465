"""``penel421 entrainement``: a recorded error becomes a card on the game's own
screen, graded with ``analyse``'s figures; the starter deck on an empty
journal; the bilan; the options; nothing lost, even with two sessions."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.console.voices.game1987 import capitals
from penel421.journal.store import Journal
from penel421.learn.store import TrainingStore

#: The README's game: penel421 --seed 20, answered a little at random.
README_GAME = ["--seed", "20"], "1\n13.\n0\n3.\n0\n123.\n13.\nN\n"


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def play_readme_game() -> str:
    args, answers = README_GAME
    result = run(*args, input=answers)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_a_recorded_error_is_a_card_with_the_same_dice_and_state_and_analyses_figures():
    game = play_readme_game().splitlines()
    result = run("entrainement", "--cartes", "1", input="13.\n")
    assert result.exit_code == 0, result.output
    screen = result.stdout.splitlines()
    start = screen.index("------------ CARTE 1 SUR 1 -------------")
    card = screen[start:start + 10]
    # the costliest mistake first: 1-6-1 opened, thrown again but the 6
    assert card[1] == "DE LA PARTIE 1 DU JOURNAL, MANCHE 1."
    assert card[2] == "PIOCHE: 11   VOUS: 0   ORDINATEUR: 0"
    shown = card[3:7]
    assert shown == ["VOUS COMMENCEZ.", "VOUS AVEZ 1 A 3 LANCERS.", "VOUS, LANCER 1 SUR 3 :",
                     " 1:[1] 2:[6] 3:[1]  6 ET DEUX AS"]
    at = game.index(shown[0])
    assert game[at:at + 4] == shown  # as the game showed it
    assert card[7] == "RELANCER (1,2,3 OU 0) ? 13."
    # graded: analyse's figures for the same decision
    analysis = run("analyse", "1").stdout
    mine, best, loss = re.search(r"VOUS +1-6-1 +lancer 1 +13\. garder 6 : (\S+ %)\n +meilleur : 0 "
                           r"garder tout : (\S+ %) ; perte (\S+) points \?\?", analysis).groups()
    assert loss == "23,23" and mine == "46,2 %"
    assert card[8] == "RATE : CE CHOIX COUTE 23,2 POINTS (??)."
    assert screen[start + 10:start + 13] == [
        f"VOTRE CHOIX : 13.  GARDER 6       {mine}",
        f"MEILLEUR    : 0    GARDER TOUT    {best}",
        f"EN PARTIE   : 13.  GARDER 6       {mine}"]
    # why, as analyse says it for the same decision: the same figures
    why = re.search(r"13\. garder 6 : \S+ %\n[^\n]*\n +pourquoi : (.*?)\n +VOUS", analysis,
                    re.S)[1]
    then = next(i for i in range(start + 13, len(screen))
                if screen[i].startswith("ELLE REVIENT"))
    reason = " ".join(screen[start + 13:then])
    assert reason.startswith("POURQUOI : ")
    assert re.findall(r"\d+ %", reason) == re.findall(r"\d+ %", why) == ["6 %", "58 %"]
    # missed: asked again after a few cards, then in a minute, as FSRS's learning steps say
    assert " ".join(" ".join(screen[then:then + 4]).split()).startswith(
        "ELLE REVIENT PLUS LOIN DANS CETTE SEANCE, PUIS DANS 1 MINUTE : JUSTE ALORS ET ENCORE 1 "
        "FOIS (DANS 10 MINUTES), ELLE SERA APPRISE.")
    assert all(len(line) <= 40 for line in screen)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_on_an_empty_journal_the_starter_deck_makes_a_session():
    result = run("entrainement", input="0\n" * 200)  # a card missed comes back until right
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "10 CARTES, DU PAQUET DE DEPART" in out
    asked = re.findall(r"-+ CARTE (\d+) SUR 10( \(BIS\))? -+", out)
    assert {number for number, _ in asked} == {str(n) for n in range(1, 11)}
    assert out.count("CARTE DE DEPART.") == len(asked)  # a missed card comes back
    assert "BONNES REPONSES : " in out and " SUR 10." in out
    assert "CARTES DE DEPART : " in out and "POUR UN DEBUTANT." in out
    assert all(len(line) <= 40 for line in out.splitlines())


def test_the_starter_deck_of_pascal_is_asked_on_the_pascal_screen():
    result = run("entrainement", "--rules", "pascal", "--cartes", "3", input="0\n" * 60)
    assert result.exit_code == 0, result.output
    out = result.stdout
    asked = re.findall(r"── Carte (\d) sur 3( \(bis\))? ──", out)
    assert {number for number, _ in asked} == {"1", "2", "3"}
    assert "421 — entraînement (règles pascal)" in out
    assert out.count("Carte de départ.") == len(asked)
    assert "Relancer quels dés ? (1 2 3, 0 = garder) 0" in out
    assert "Fin de l'entraînement" in out


def test_each_answer_is_kept_and_the_bilan_tells_the_sessions(fresh_journal):
    play_readme_game()
    assert run("entrainement", "--cartes", "3", input="0\n0\n0\n").exit_code == 0
    with Journal.open(fresh_journal) as journal:
        assert journal.db.execute("SELECT count(*) FROM answers").fetchone()[0] == 3
        assert journal.db.execute("SELECT count(*) FROM memory").fetchone()[0] == 3
    bilan = run("entrainement", "--bilan")
    assert bilan.exit_code == 0, bilan.output
    lines = bilan.stdout.splitlines()
    assert lines[0] == "1 séance d'entraînement, la plus ancienne en premier :"
    session = " ".join(lines[1:3])
    assert " 1987 " in session and " sur 3 (" in session and "en partie) ; après : " in session
    assert "Cartes : " in bilan.stdout and " en cours" in bilan.stdout
    found = json.loads(run("entrainement", "--json").stdout)
    (session,) = found["sessions"]
    assert session["asked"] == 3 and session["game"] == "1987"
    assert found["deck"]["learning"] + found["deck"]["learnt"] == 3
    assert found["rules"] == "1987" and len(found["next"]) <= 10
    with Journal.open(fresh_journal) as journal:  # --bilan and --json asked nothing
        assert journal.db.execute("SELECT count(*) FROM answers").fetchone()[0] == 3


@pytest.mark.parametrize("width", [40, 50])
def test_the_bilan_fits_the_terminal_each_count_with_its_word(fresh_journal, width):
    play_readme_game()
    assert run("entrainement", "--cartes", "3", input="0\n0\n0\n").exit_code == 0
    narrow = CliRunner().invoke(main, ["entrainement", "--bilan"], env={"COLUMNS": str(width)})
    wide = CliRunner().invoke(main, ["entrainement", "--bilan"], env={"COLUMNS": "80"})
    assert narrow.exit_code == 0 and wide.exit_code == 0, narrow.output
    lines = narrow.stdout.splitlines()
    assert max(map(len, lines)) <= width < max(map(len, wide.stdout.splitlines()))
    assert narrow.stdout.split() == wide.stdout.split()  # cut at spaces only
    assert not [line for line in lines if re.match(r"\s*(leurres?|du paquet|en cours|"
                                                   r"à revoir|justes?)\b", line)]


def test_q_ends_the_session_with_every_answer_given_kept(fresh_journal):
    play_readme_game()
    result = run("entrainement", input="0\nq\no\n")
    assert result.exit_code == 0, result.output
    assert "BONNES REPONSES : " in result.stdout and " SUR 1." in result.stdout
    assert result.stdout.rstrip().endswith("AU REVOIR.")
    with Journal.open(fresh_journal) as journal:
        assert journal.db.execute("SELECT count(*) FROM answers").fetchone()[0] == 1


def test_a_wrong_answer_is_refused_and_asked_again():
    play_readme_game()
    result = run("entrainement", "--cartes", "1", input="5\n00\n?\n0\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "? PAS DE DE 5 : LES DES SONT 1, 2, 3." in out
    assert "PAS DE CONSEIL PENDANT UNE CARTE :" in out
    assert out.count("RELANCER (1,2,3 OU 0) ? ") == 4


def test_the_game_of_the_costliest_card_is_the_default():
    result = run("--rules", "pascal", "-p", "Alice", "-c", "2", "--seed", "4",
                 input="123\n" * 400 + "n\n")
    assert result.exit_code == 0, result.output
    found = json.loads(run("entrainement", "--json").stdout)
    assert found["rules"] == "pascal"
    assert found["next"] and all(card["game"] == "pascal" for card in found["next"])
    assert found["next"][0]["person"] == "Alice" and not found["next"][0]["starter"]
    assert json.loads(run("entrainement", "--json", "--rules", "1987").stdout)["rules"] == "1987"


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_only_the_person_named_and_a_name_nobody_has_is_refused():
    run("--rules", "pascal", "-p", "Alice", "-p", "Bob", "--seed", "4",
        input="123\n" * 400 + "n\n")
    alice = json.loads(run("entrainement", "--json", "--joueur", "alice").stdout)
    assert {card["person"] for card in alice["next"] if not card["starter"]} == {"Alice"}
    nobody = run("entrainement", "--joueur", "Chloé")
    assert nobody.exit_code == 2
    assert "personne ne s'appelle « Chloé » dans le journal (personnes : Alice, Bob)" in \
        nobody.stderr


def test_two_sessions_at_once_on_one_journal_keep_both(fresh_journal):
    import io

    from penel421.console.terminal import Terminal
    from penel421.learn.deck import available
    from penel421.learn.drill import Drill
    from penel421.learn.schedule import GOOD, system_clock

    play_readme_game()
    one, two = Journal.open(fresh_journal), Journal.open(fresh_journal)
    today = system_clock()
    # both sessions start before either answers: the same card comes first in both
    first = available(TrainingStore(one), "1987", None, today, 10)[0]
    second = available(TrainingStore(two), "1987", None, today, 10)[0]
    card = max((c for c in first if not c.starter and not c.herring), key=lambda c: c.weight)
    same = next(c for c in second if c.key == card.key and not c.starter)
    for journal, asked in ((one, card), (two, same)):
        terminal = Terminal(out=io.StringIO(), inp=io.StringIO("0\n"), echo=True,
                            at_keyboard=False)
        Drill(TrainingStore(journal), terminal, [asked]).run()  # 0 keeps 1-6-1: the best choice
    one.close()
    two.close()
    with Journal.open(fresh_journal) as journal:
        answers = journal.db.execute("SELECT card, right, rating FROM answers").fetchall()
        memory = journal.db.execute("SELECT card, reviews FROM memory").fetchall()
    # both kept; the first reviewed the card, the second, before it was due again, is practice
    assert answers == [(card.id, 1, GOOD), (card.id, 1, None)]
    assert memory == [(card.id, 1)]


def test_games_kept_before_are_weighed_once_when_first_needed(fresh_journal):
    play_readme_game()
    db = sqlite3.connect(fresh_journal)  # as if kept by an older penel421
    for table in ("digests", "figures", "moments"):
        db.execute(f"DELETE FROM {table}")
    db.execute("DELETE FROM cards")
    db.commit()
    db.close()
    found = json.loads(run("entrainement", "--json").stdout)
    assert not found["next"][0]["starter"] and found["next"][0]["source"] == 1
    with Journal.open(fresh_journal) as journal:
        assert journal.db.execute("SELECT count(*) FROM digests").fetchone()[0] == 1


def test_a_journal_that_is_not_written_is_read_but_not_trained_on(tmp_path):
    import os

    folder = tmp_path / "lecture"
    folder.mkdir()
    path = folder / "parties.sqlite3"
    Journal.open(path).close()
    os.chmod(path, 0o444)
    os.chmod(folder, 0o555)
    try:
        if os.access(path, os.W_OK):
            pytest.skip("the tests run as a user who writes everywhere")
        refused = run("entrainement", "--journal", str(path))
        assert refused.exit_code == 1
        assert "ne s'écrit pas" in refused.stderr and "garde chaque réponse" in refused.stderr
        assert run("entrainement", "--bilan", "--journal", str(path)).exit_code == 0
    finally:
        os.chmod(folder, 0o755)
        os.chmod(path, 0o644)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_cards_just_answered_are_not_asked_again_at_once():
    play_readme_game()
    first = json.loads(run("entrainement", "--json", "--cartes", "500").stdout)["next"]
    answered = run("entrainement", "--cartes", "500", input="0\n" * (3 * len(first)))
    assert answered.exit_code == 0, answered.output
    asked = {json.dumps(card["position"], sort_keys=True) for card in first}
    after = json.loads(run("entrainement", "--json", "--cartes", "500").stdout)["next"]
    again = {json.dumps(card["position"], sort_keys=True) for card in after}
    assert first and not asked & again  # each comes back in minutes or days, not now


def test_years_of_sessions_show_the_last_twenty_and_the_rest_in_one_line(fresh_journal):
    play_readme_game()
    assert run("entrainement", "--cartes", "2", input="0\n0\n").exit_code == 0
    with Journal.open(fresh_journal) as journal:  # 24 sessions more, one a day
        card, answer = journal.db.execute("SELECT card, answer FROM answers").fetchone()
        journal.db.executemany(
            "INSERT INTO answers (card, session, asked, answer, loss, right, real_loss)"
            " VALUES (?, ?, ?, ?, 1.0, ?, 2.0)",
            [(card, f"2020-01-{day:02}T20:00:00+00:00", f"2020-01-{day:02}T20:01:00+00:00",
              answer, day % 2) for day in range(1, 25) for _ in range(2)])
    lines = run("entrainement", "--bilan").stdout.splitlines()
    head = " ".join(lines[:3])
    assert " ".join(head.split()).startswith(
        "25 séances d'entraînement ; les 5 plus anciennes : 6 justes sur 10 (60 %) ; les 20 "
        "dernières, la plus ancienne en premier (penel421 entrainement --json les donne "
        "toutes) :"), lines[:4]
    sessions = [line for line in lines if re.match(r"  \d\d/\d\d/\d{4} \d\d:\d\d  1987 ", line)]
    assert len(sessions) == 20
    assert len(json.loads(run("entrainement", "--json").stdout)["sessions"]) == 25


def test_help_on_a_card_is_the_trainings_own():
    """h (1987) or aide (pascal) on a card shows the training's help, not the
    game's: what a card is, that ? gives no advice there, that q ends the
    training; then the card's question comes again."""
    for args, key, said in ((["--cartes", "1"], "h", "ENTRAINEMENT : CHAQUE CARTE EST UNE"),
                            (["--cartes", "1", "--rules", "pascal"], "aide",
                             "Entraînement : chaque carte est une position")):
        out = run("entrainement", *args, input=f"{key}\n" + "0\n" * 20).stdout
        assert said in out
        helped = out[out.index(said):]
        assert "ARRETE L'ENTRAINEMENT" in capitals(helped) and "?" in helped
        assert "QUITTER LE JEU" not in capitals(helped)  # the game's help, 1987
        assert "CONSEIL DE L'EXPERT" not in capitals(helped)  # and pascal
        assert re.search(r"(RELANCER \(1,2,3 OU 0\) \?|Relancer quels dés \?)", helped)
