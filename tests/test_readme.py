"""The README and the documents beside it tell the truth: their example
sessions, samples and bot, their set-up commands, their tables of contents."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.console.terminal import Terminal
from penel421.core.dice import DiceExhausted, ScriptedDice
from penel421.play.session import Session
from penel421.play.table import seats_1987
from penel421.specs import GameSpec, SessionSpec

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: The README's other documents, each linked from it.
DOCS = {name: (ROOT / "docs" / name).read_text(encoding="utf-8")
        for name in ("manuel.md", "robots.md", "technique.md")}
MANUAL, ROBOTS = DOCS["manuel.md"], DOCS["robots.md"]
EVERY = [README, *DOCS.values()]


def test_example_session_is_what_the_program_prints():
    example = re.search(r"```text\n(.*?)```", MANUAL, re.S).group(1)
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO("1\n2.\n0\n"), echo=True)
    spec = SessionSpec(GameSpec("1987"), tuple(seats_1987((), None, "classic")))
    dice = ScriptedDice([4, 6, 1, 2, 5, 5, 3, 6, 5, 2])
    with pytest.raises(DiceExhausted):  # the script of dice ends in round 2
        Session.open(spec, terminal, dice_for=lambda number: dice).play()
    assert example in out.getvalue()


def test_ci_runs_the_readme_test_command():
    commands = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    test_command = next(c for c in commands if "pytest" in c)
    assert any("penel421" in c and "pytest" not in c for c in commands)
    assert test_command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_example_bot_is_short_and_plays(tmp_path, monkeypatch):
    bot = re.search(r"```python\n(.*?)```", ROBOTS, re.S).group(1)
    assert len(bot.strip().splitlines()) < 15
    (tmp_path / "monrobot.py").write_text(bot, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "monrobot", raising=False)
    runner = CliRunner()
    simulated = runner.invoke(main, ["simulate", "--seat", "monrobot:fabrique", "--seat",
                                     "classic", "--games", "200", "--seed", "1"])
    assert simulated.exit_code == 0, simulated.output
    assert "monrobot:fabrique" in simulated.output
    played = runner.invoke(main, ["--rules", "pascal", "-p", "Alice", "-p", "monrobot:fabrique",
                                  "--seed", "1"], input="0\n" * 400 + "n\n")
    assert played.exit_code == 0, played.output
    assert "monrobot (ordinateur)" in played.output


#: A command shown in the README, then the output shown right below it.
SAMPLE = re.compile(r"```sh\n(penel421 [^\n]*)\n```\n\n```text\n(.*?)```", re.S)
#: Lines that say how fast this machine was: they change from run to run.
TIMING = re.compile(r"^\d[\d\u202f]*,\d+ s, .* par seconde\.$")


@pytest.mark.slow
def test_every_sample_output_is_what_its_command_prints():
    samples = [sample for text in EVERY for sample in SAMPLE.findall(text)]
    assert samples, "the documents show no command with its output"
    for command, shown in samples:
        args = command.split()[1:]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        printed = [line for line in result.output.splitlines() if not TIMING.match(line)]
        expected = [line for line in shown.splitlines() if not TIMING.match(line)]
        assert printed == expected, command


def _anchor(heading: str) -> str:
    """The anchor a Markdown renderer gives a heading: lower case, no punctuation."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def test_the_readme_holds_in_one_screen_and_links_every_document():
    assert len(README.splitlines()) <= 80
    for name in DOCS:
        assert f"(docs/{name})" in README


@pytest.mark.parametrize("name", list(DOCS))
def test_each_document_lists_its_sections_in_order(name):
    text = DOCS[name]
    sections = re.findall(r"(?m)^## (.+)$", text)
    assert sections[0] == "Sommaire"
    toc = text.split("## Sommaire", 1)[1].split("\n## ", 1)[0]
    linked = re.findall(r"\]\(#([^)]+)\)", toc)
    assert linked == [_anchor(s) for s in sections[1:]]


def test_every_link_between_the_documents_finds_its_heading():
    anchors = {name: {_anchor(h) for h in re.findall(r"(?m)^#{2,4} (.+)$", text)}
               for name, text in DOCS.items()}
    for name, text in [("README.md", README), *DOCS.items()]:
        for target, anchor in re.findall(r"\]\(((?:docs/)?(?:\w+\.md)?)#([^)]+)\)", text):
            document = target.removeprefix("docs/") or name
            if document in anchors:
                assert anchor in anchors[document], (name, target, anchor)


#: Where the README's install command puts the game: run from the clone, as it says.
INSTALLED = ".venv/bin/penel421"


def _readme_commands() -> list[list[str]]:
    """Every command of the README's shell blocks and of its inline code that
    runs penel421, each as the shell splits it (comments dropped)."""
    import shlex

    found = []
    blocks = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    inline = re.findall(r"(?<!`)`([^`\n]*penel421[^`\n]*)`(?!`)", README)
    for text in [*blocks, *inline]:
        for command in re.split(r"\n|&&", text):
            words = shlex.split(command, comments=True)
            if any(word.endswith("penel421") for word in words):
                found.append(words)
    return found


def _parses(args: list[str]) -> None:
    """click parses ``args`` as penel421 (and its subcommand) would, running
    nothing; --help and --version end the parse as they end the command."""
    import click

    try:
        ctx = main.make_context("penel421", list(args))
        protected = ctx._protected_args if hasattr(ctx, "_protected_args") else ctx.protected_args
        rest = [*protected, *ctx.args]
        if rest:
            name, command, sub = main.resolve_command(ctx, rest)
            assert command is not None, rest
            command.make_context(name, sub, parent=ctx)
    except click.exceptions.Exit as done:
        assert done.exit_code == 0, args


def test_every_readme_example_runs_as_written_after_its_install_command():
    """A fresh shell has no penel421 on its PATH: after the install command,
    the README's examples name the game by the path it installs (no activation
    needed), and click's parser takes each of them."""
    install = re.search(r"```sh\n(.*?)\n```", README, re.S).group(1)
    assert install.startswith("python3 -m venv .venv && ")
    assert install.endswith(f"&& {INSTALLED}"), "the install command runs what it installs"
    examples = _readme_commands()
    assert len(examples) >= 6
    for words in examples:
        programs = [w for w in words if w.endswith("penel421")]
        assert programs == [INSTALLED], f"« {' '.join(words)} »: not found in a fresh shell"
        _parses(words[words.index(INSTALLED) + 1:])
    assert not re.search(r"(?<![\w/])python3? -m penel421", README)


def test_the_parser_check_refuses_what_penel421_refuses():
    import click

    with pytest.raises(click.UsageError):
        _parses(["--rules", "pascal", "-p", "Alice", "--no-such-option"])
    with pytest.raises(click.UsageError):
        _parses(["analyse", "--no-such-option"])
    _parses(["analyse", "3", "--json"])
