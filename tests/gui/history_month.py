"""A playgroup's month of games as history rows (for the cross-game charts' tests and looks):
eight players, twenty commanders (partners among them), pods of three to six, every way of leaving
a game, the crown and the initiative, a draw and unfinished games. Made through the real Game."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Sequence

from companion.core import actions as a
from companion.core.dungeons import rooms_after
from companion.core.game import Game
from companion.core.journal import encode
from companion.core.model import VENTURE, ReminderStatus
from companion.core.steps import Step
from companion.history.record import GameRow, read_row
from tests.history.games import START

PLAYERS = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")
COMMANDERS = (
    ("Atraxa, Praetors' Voice",),
    ("Kraum, Ludevic's Opus", "Tymna the Weaver"),
    ("Edgar Markov",),
    ("The Ur-Dragon",),
    ("Yuriko, the Tiger's Shadow",),
    ("Korvold, Fae-Cursed King",),
    ("Muldrotha, the Gravetide",),
    ("Thrasios, Triton Hero", "Vial Smasher the Fierce"),
    ("Meren of Clan Nel Toth",),
    ("Krenko, Mob Boss",),
    ("Omnath, Locus of Creation",),
    ("Kinnan, Bonder Prodigy",),
    ("Chulane, Teller of Tales",),
    ("Prossh, Skyraider of Kher",),
    ("Breya, Etherium Shaper",),
    ("Giada, Font of Hope",),
    ("Lathril, Blade of the Elves",),
    ("Sisay, Weatherlight Captain",),
    ("Isshin, Two Heavens as One",),
    ("Niv-Mizzet, Parun",),
)
GUEST, GUEST_COMMANDER = "Ivo", "Rhys the Redeemed"
CAUSES = ("life", "life", "life", "commander_damage", "poison", "conceded", "lost")


def month_journals(games: int = 30, seed: int = 18) -> list[bytes]:
    """`games` journals over a month, two a game night, and a guest's game (`GUEST` won their
    only game, with `GUEST_COMMANDER`)."""
    rng = random.Random(seed)
    decks = {p: [COMMANDERS[(i * 3 + k) % len(COMMANDERS)] for k in range(3)]
             for i, p in enumerate(PLAYERS)}
    out = []
    for n in range(games):
        pod = tuple(rng.sample(PLAYERS, rng.choice((3, 4, 4, 4, 5, 6))))
        chosen = {p: rng.choice(decks[p]) for p in pod}
        moves = _game(rng, pod, unfinished=n in (7, 23), draw=n == 15)
        out.append(_journal(pod, moves, chosen,
                            start=START + dt.timedelta(days=n // 2 * 2, hours=n % 2 * 2),
                            minutes=rng.uniform(35, 150) / len(moves)))
    # A guest's one game, won with a commander nobody else plays: 1 of 1.
    guest = (GUEST, "Cid", "Dee")
    moves = [a.LifeChange("Cid", -40), a.EndTurn(), a.Concede("Dee")]
    chosen = {GUEST: (GUEST_COMMANDER,), "Cid": COMMANDERS[2], "Dee": COMMANDERS[3]}
    out.append(_journal(guest, moves, chosen, start=START + dt.timedelta(days=29), minutes=20))
    return out


def _game(rng: random.Random, pod: tuple[str, ...], *, unfinished: bool,
          draw: bool) -> list[a.Action]:
    """A game's moves: a first player drawn, 5 to 16 turns, maybe the crown and the initiative,
    and in the last turns one player out each turn, by any cause, until one is left."""
    first = rng.choice(pod)
    order = pod[pod.index(first):] + pod[:pod.index(first)]
    moves: list[a.Action] = [a.FirstPlayer(first)]
    left: list[str] = []
    turns = rng.randint(5, 16)
    crown = rng.random() < 0.5
    initiative = rng.random() < 0.25
    for turn in range(turns):
        alive = [p for p in pod if p not in left]
        if crown and turn in (1, 4):
            moves.append(a.BecomeMonarch(rng.choice(alive)))
        if initiative and turn == 2:
            moves.append(a.TakeInitiative(rng.choice(alive)))
        moves.append(a.LifeChange(rng.choice(alive), -3))
        if turn >= turns - len(pod) + 1 and not unfinished:
            if draw and len(alive) == 2:
                moves.append(a.Lose(tuple(alive)))
                break
            active = order[turn % len(order)]
            hitter = active if active in alive else alive[0]
            loser = rng.choice([p for p in alive if p != hitter])
            moves.append(_out(loser, hitter, rng.choice(CAUSES)))
            left.append(loser)
            if len(alive) == 2:
                break
        moves.append(a.EndTurn())
    return moves


def _out(loser: str, hitter: str, cause: str) -> a.Action:
    """`loser` leaves the game by `cause` (a LeaveReason's value)."""
    if cause == "life":
        return a.LifeChange(loser, -60)
    if cause == "commander_damage":
        return a.CombatDamage((a.Hit(hitter, loser, 21, commander=True),))
    if cause == "poison":
        return a.PoisonChange(loser, 10)
    if cause == "conceded":
        return a.Concede(loser)
    return a.Lose((loser,))


def _journal(players: Sequence[str], moves: Sequence[a.Action],
             commanders: dict[str, tuple[str, ...]], *, start: dt.datetime,
             minutes: float) -> bytes:
    """tests.history.games.journal, with each venture the initiative owes made at once (into
    the first of the rooms that follow, so a turn can always end)."""
    partners = tuple(p for p, names in commanders.items() if len(names) == 2)
    setup = a.NewGame(tuple(players), 40, partners, tuple(commanders.items()))
    at = start
    game = Game(setup, {"at": at.isoformat()})
    for move in moves:
        at += dt.timedelta(minutes=minutes)
        if isinstance(move, a.EndTurn) and game.state.initiative and game.state.step is Step.UNTAP:
            game.apply(a.StepTo(Step.MAIN1), {"at": at.isoformat()})  # past its upkeep venture
            _venture(game, at)
        game.apply(move, {"at": at.isoformat()})
        _venture(game, at)
    return encode(game.journal)


def _venture(game: Game, at: dt.datetime) -> None:
    state = game.state
    for reminder in state.reminders[state.this_turn_reminders():]:
        if reminder.kind == VENTURE and reminder.status is ReminderStatus.PENDING:
            me = game.state.player(reminder.player)
            after = rooms_after(me.dungeon, me.room) if me.dungeon and me.room else ()
            room = after[0] if after else None
            game.apply(a.Venture(reminder.player, room), {"at": at.isoformat()})


def month_rows(games: int = 30, seed: int = 18) -> list[GameRow]:
    rows = [read_row(data) for data in month_journals(games, seed)]
    assert all(row is not None for row in rows)
    return [row for row in rows if row is not None]
