"""Random journals against the rules' invariants (hypothesis stateful testing).

Actions are drawn with names from a pool bigger than the table and with out-of-range numbers, so
many are invalid: an invalid action must raise ActionError and change nothing at all.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from companion.core import dungeons, rules
from companion.core.actions import NewGame
from companion.core.errors import ActionError
from companion.core.events import InitiativeTaken, ReminderCreated
from companion.core.game import Game
from companion.core.journal import build_game, decode
from companion.core.model import MONARCH_DRAW, RAD, VENTURE, GameState, ReminderStatus
from companion.core.steps import STEPS, Step

POOL = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay")
ROOMS = tuple(room for rooms in dungeons.DUNGEONS.values() for room in rooms)
# Cards of every kind of trigger, and one that is not a monarch card.
CARDS = ("Palace Jailer", "Court of Grace", "Queen Marchesa", "Custodi Lich",
         "Fealty to the Realm", "Archivist of Gondor", "Throne Warden", "Llanowar Elves")


def obj(action: str, **fields: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries({"action": st.just(action), **fields})


def actions(table: tuple[str, ...]) -> st.SearchStrategy[dict[str, Any]]:
    """Journal objects naming mostly players at the table (some of whom may have left)."""
    names = st.one_of(st.sampled_from(table), st.sampled_from((*POOL, "Zed")))
    hits = st.fixed_dictionaries(
        {"from": names, "to": names, "amount": st.integers(-1, 25)},
        optional={"commander": st.booleans(), "infect": st.booleans(), "partner": st.booleans()},
    )
    return st.one_of(
        obj("step", to=st.sampled_from([*(s.value for s in STEPS), "lunch"])),
        obj("end_turn"),
        obj("end_turn", next=names),
        obj("become_monarch", player=names, source=st.just("Throne Warden")),
        obj("combat_damage", hits=st.lists(hits, max_size=3)),
        obj("life", player=names, delta=st.integers(-9, 5)),
        obj("poison", player=names, delta=st.integers(-2, 4)),
        obj("concede", player=names),
        obj("lose", players=st.lists(names, max_size=2)),
        obj("resolve", reminder=st.integers(0, 5)),
        obj("fix_commander_damage", player=names, delta=st.integers(-3, -1), **{"from": names}),
        obj("day_night", to=st.sampled_from(["day", "night", "dusk"])),
        obj("spells_cast", player=names, count=st.integers(-1, 3)),
        obj("take_initiative", player=names),
        obj("roll", player=names, die=st.sampled_from(["d6", "d20", "d1", "coin", "planar"]),
            result=st.sampled_from([1, 6, 21, "heads", "chaos", "blank"])),
        obj("first_player", player=names),
        obj("chess_clock", minutes=st.sampled_from([0, 1, 20, 600, 601, -1])),
        obj("clock_pause"),
        obj("clock_resume"),
        obj("commander_cast", player=names),
        obj("commander_cast", player=names, partner=st.just(True)),
        obj("commander_cast", player=names, delta=st.sampled_from([-1, 2])),
        obj("counter", player=names, counter=st.sampled_from(["energy", "rad", "mana"]),
            delta=st.integers(-2, 3)),
        obj("counter", player=names, counter=st.sampled_from(["Lore", ""]), named=st.just(True),
            delta=st.integers(-1, 2)),
        obj("speed", player=names),
        obj("citys_blessing", player=names),
        obj("ring_tempts", player=names),
        obj("ring_tempts", player=names, bearer=st.just("Frodo")),
        obj("storm", delta=st.integers(-2, 3)),
        obj("rad_mill", player=names, nonland=st.integers(-1, 3)),
        obj("venture", player=names),
        obj("venture", player=names, room=st.sampled_from(ROOMS)),
        obj("venture", player=names, source=st.just("Nadaar"),
            dungeon=st.sampled_from((*dungeons.DUNGEONS, "Moria"))),
        obj("card_enters", player=names, card=st.sampled_from(CARDS)),
        obj("card_leaves", player=names, card=st.sampled_from(CARDS)),
    )


def journal_bytes(game: Game) -> bytes:
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in game.journal).encode()


class GameMachine(RuleBasedStateMachine):
    """Drives a live Game and a model of its undo stack: states[i] is the state after i actions."""

    game: Game

    @initialize(
        count=st.integers(2, len(POOL)),
        life=st.integers(3, 30),
        partners=st.lists(st.sampled_from(POOL[:2]), unique=True),
    )
    def start(self, count: int, life: int, partners: list[str]) -> None:
        self.game = Game(NewGame(POOL[:count], life, tuple(partners)))
        self.states: list[GameState] = [self.game.state]
        self.redo_states: list[GameState] = []

    def _apply(self, line: dict[str, Any]) -> bool:
        before = self.game.state
        journal_length = len(self.game.journal)
        entries = self.game.entries
        can_redo = self.game.can_redo()
        try:
            outcome = self.game.apply_json(line)
        except ActionError:
            event(f"rejected {line['action']}")
            assert self.game.state is before  # identical, not merely equal
            assert len(self.game.journal) == journal_length
            assert self.game.entries == entries
            assert self.game.can_redo() == can_redo
            return False
        event(f"applied {line['action']}")
        if self.game.state.game_over:
            event("game over")
        assert self.game.journal[-1] == line | self.game.journal[-1]
        for happened in outcome.events:
            if isinstance(happened, ReminderCreated):
                reminder = happened.reminder
                event(f"{reminder.kind} reminder created")
                assert reminder.turn == before.turn
                if reminder.kind == MONARCH_DRAW:
                    # Only at the beginning of the monarch's own end step (725.2); nothing in a
                    # step or end_turn action changes the monarch or the active player first.
                    assert line["action"] in ("step", "end_turn", "redo")
                    assert reminder.player == before.active_player == before.monarch
                elif reminder.kind == VENTURE:
                    # Only on a take (726.2) or at the holder's upkeep.
                    taken = [e.player for e in outcome.events if isinstance(e, InitiativeTaken)]
                    upkeep = (line["action"] in ("step", "end_turn", "redo")
                              and before.active_player == reminder.player == before.initiative)
                    assert reminder.player in taken or upkeep
        return True

    def _applied(self, line: dict[str, Any]) -> None:
        if self._apply(line):
            self.states.append(self.game.state)
            self.redo_states.clear()

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        self._applied(data.draw(actions(self.game.setup.players)))

    @precondition(lambda self: self.game.state.monarch and not self.game.state.game_over)
    @rule(data=st.data())
    def attack_the_monarch(self, data: st.DataObject) -> None:
        """Combat damage to the monarch, alone or among other hits, sometimes lethal."""
        state = self.game.state
        attackers = [n for n in state.in_game if n != state.monarch]
        hit = {
            "from": data.draw(st.sampled_from(attackers)),
            "to": state.monarch,
            "amount": data.draw(st.integers(1, 12)),
            "commander": data.draw(st.booleans()),
        }
        other = st.fixed_dictionaries(
            {
                "from": st.sampled_from(attackers),
                "to": st.sampled_from(state.in_game),
                "amount": st.integers(1, 12),
            }
        )
        more = data.draw(st.lists(other, max_size=2))
        self._applied({"action": "combat_damage", "hits": [hit, *more]})

    @precondition(lambda self: self.game.state.active_player and not self.game.state.game_over)
    @rule()
    def crown_the_active_player(self) -> None:
        """Makes the monarch's own end step (and so the draw reminder) common."""
        self._applied({"action": "become_monarch", "player": self.game.state.active_player})

    @precondition(lambda self: self.game.state.step.order < Step.END.order)
    @rule()
    def go_to_the_end_step(self) -> None:
        self._applied({"action": "step", "to": "end"})

    @precondition(lambda self: self.game.state.pending_reminders())
    @rule(data=st.data())
    def resolve_a_pending_reminder(self, data: st.DataObject) -> None:
        reminder = data.draw(st.sampled_from(self.game.state.pending_reminders()))
        self._applied({"action": "resolve", "reminder": reminder.id})

    @rule()
    def undo(self) -> None:
        if self._apply({"action": "undo"}):
            self.redo_states.append(self.states.pop())
            assert self.game.state == self.states[-1]
        else:
            assert len(self.states) == 1

    @precondition(lambda self: self.redo_states)
    @rule()
    def redo(self) -> None:
        assert self._apply({"action": "redo"})
        expected = self.redo_states.pop()
        assert self.game.state == expected
        self.states.append(expected)

    @rule()
    def redo_without_anything_to_redo(self) -> None:
        if not self.redo_states:
            assert not self._apply({"action": "redo"})

    @invariant()
    def one_monarch_still_in_the_game(self) -> None:
        state = self.game.state
        if state.monarch is not None:
            assert state.player(state.monarch).in_game
            assert state.monarch_history[-1].player == state.monarch
        else:
            # No monarch until an effect (725.1); afterwards only if nobody can take it (725.4).
            assert not state.monarch_history or not state.in_game
        for change in state.monarch_history:
            assert change.player != change.previous

    @precondition(lambda self: self.game.state.initiative and not self.game.state.game_over)
    @rule(data=st.data())
    def attack_the_initiative(self, data: st.DataObject) -> None:
        """Combat damage to the player who has the initiative, by one or two players."""
        state = self.game.state
        attackers = [n for n in state.in_game if n != state.initiative]
        chosen = data.draw(st.lists(st.sampled_from(attackers), min_size=1, max_size=3))
        hits = [{"from": a, "to": state.initiative, "amount": data.draw(st.integers(1, 9))}
                for a in chosen]
        self._applied({"action": "combat_damage", "hits": hits})

    @precondition(
        lambda self: not self.game.state.game_over
        and any(r.kind == VENTURE for r in self.game.state.pending_reminders())
    )
    @rule(data=st.data())
    def venture_as_owed(self, data: st.DataObject) -> None:
        """Resolve a venture the way the app does: the room of the player's choice."""
        state = self.game.state
        owed = next(r for r in state.pending_reminders() if r.kind == VENTURE)
        player = state.player(owed.player)
        if player.dungeon is None or player.room is None:
            options: tuple[str, ...] = (dungeons.first_room(dungeons.UNDERCITY),)
        else:
            options = dungeons.rooms_after(player.dungeon, player.room)
        room = data.draw(st.sampled_from(options))
        assert self._apply({"action": "venture", "player": owed.player, "room": room})
        self.states.append(self.game.state)
        self.redo_states.clear()

    @precondition(
        lambda self: self.game is not None
        and not self.game.state.game_over
        and any(r.kind == RAD for r in self.game.state.pending_reminders())
    )
    @rule(data=st.data())
    def mill_for_rad(self, data: st.DataObject) -> None:
        """Resolve a rad trigger as the app does: a count of nonland cards up to the rad count."""
        state = self.game.state
        owed = next(r for r in state.pending_reminders() if r.kind == RAD)
        rad = state.player(owed.player).counters.get("rad", 0)
        nonland = data.draw(st.integers(0, rad))
        assert self._apply({"action": "rad_mill", "player": owed.player, "nonland": nonland})
        self.states.append(self.game.state)
        self.redo_states.clear()

    @invariant()
    def counters_within_their_rules(self) -> None:
        """122.1 counters are never negative; speed 0-4 (702.179); storm counts this turn."""
        state = self.game.state
        assert state.storm >= 0
        for p in state.players:
            assert all(v >= 0 for v in (*p.counters.values(), *p.named_counters.values()))
            assert 0 <= p.speed <= rules.MAX_SPEED

    @invariant()
    def at_most_one_initiative_always_in_the_game(self) -> None:
        """726.3 and 726.4: one holder, always in the game; none only before anyone took it."""
        state = self.game.state
        if state.initiative is not None:
            assert state.player(state.initiative).in_game or state.game_over
            assert state.initiative_history[-1].player == state.initiative
        else:
            assert not state.initiative_history or not state.in_game
        for p in state.players:
            if p.dungeon is not None:
                assert p.room in dungeons.DUNGEONS[p.dungeon]
                assert not dungeons.is_last(p.dungeon, p.room)  # completed ones are removed
            if not p.in_game:
                assert p.cards == ()
            assert p.commander_casts >= 0 and p.partner_casts >= 0  # 903.8 counts casts

    @invariant()
    def turn_and_game_over_are_consistent(self) -> None:
        state = self.game.state
        assert state.game_over == (len(state.in_game) <= 1)
        assert state.winner is None or (state.game_over and state.winner in state.in_game)
        if state.active_player is not None:
            assert state.active_player == state.turn_player
            assert state.player(state.active_player).in_game
        assert [r.id for r in state.reminders] == list(range(1, len(state.reminders) + 1))
        pending = tuple(r for r in state.reminders if r.status is ReminderStatus.PENDING)
        assert state.pending_reminders() == pending  # which looks at this turn's only
        for r in pending:
            assert state.player(r.player).in_game
            assert r.turn == state.turn  # end_turn resolves the turn's pending reminders

    @invariant()
    def extra_turns_resume_with_a_player_of_the_game(self) -> None:
        """CR 500.7: play resumes after extra turns with a player of this game (800.4k skips
        one who left when the time comes); spells are said of players of the game (731.2)."""
        state = self.game.state
        assert state.resume is None or state.has_player(state.resume)
        assert set(state.spells_cast) <= set(state.names)
        assert all(0 <= count <= 999 for count in state.spells_cast.values())

    @invariant()
    def a_paused_clock_is_a_clock(self) -> None:
        """The chess clock: 0 (none) to 600 minutes each, paused only while there is one."""
        state = self.game.state
        assert 0 <= state.chess_clock <= 600
        assert state.chess_clock or not state.clock_paused

    @invariant()
    def journal_replays_to_the_live_state(self) -> None:
        text = decode(journal_bytes(self.game))
        assert text.warnings == []
        replayed = build_game(text)
        assert replayed.state == self.game.state
        assert replayed.journal == self.game.journal


GameMachine.TestCase.settings = settings(
    max_examples=200,
    stateful_step_count=40,
    deadline=None,
    database=None,  # write nothing outside the test's own temporary space
    suppress_health_check=[HealthCheck.too_slow],
)
test_random_journals_keep_the_rules = GameMachine.TestCase
