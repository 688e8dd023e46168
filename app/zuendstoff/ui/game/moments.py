"""Table moments: what the whole table sees together before the next privacy screen.

When the board has caught up with the game, cards just turned over (R13) or a round just
ended are shown to everyone, in one line, until someone presses *Continue* (or a short
pause ends; Settings). Tables with fewer than two people go on at once (the line is still
said, for a screen reader). Part of :class:`~.flow.TurnFlow`, kept here on its own.

A moment keeps facts (:class:`~zuendstoff.document.table_status.TableMoment`: its kind and
round), and its line is made each time it is said, so a language switch says it anew.
"""

from __future__ import annotations

from ...document.outcome import revealed_now
from ...document.table_status import CARD_PHASES, TableMoment

# table moments: wait for "Continue" (WAIT), go on at once (0), or pause that many seconds
WAIT = -1


class TableMoments:
    """The table-moment steps of :class:`~.flow.TurnFlow` (a mixin: it uses the flow's
    model, bar, hand, runner and clock)."""

    moment: TableMoment | None

    def moment_line(self) -> str:
        """The line of the moment shown now ("" when none is)."""
        return self.moment.line(self.model.game) if self.moment is not None else ""

    def _seen_now(self) -> tuple[int, int]:
        game = self.model.game
        return (game.round_no + (1 if game.is_over else 0), revealed_now(game))

    def _moments_wanted(self) -> bool:
        return len(self.model.human_seats()) > 1 and self.moment_pause != 0

    def _new_moment(self) -> TableMoment | None:
        """Cards turned over or a round ended since the table last looked (not an undo)."""
        game = self.model.game
        seen, now = self._seen, self._seen_now()
        self._seen = now
        if now <= seen:
            return None  # nothing new, or taken back
        if now[0] > seen[0]:
            ended = now[0] - 1
            # the second cards ended the round at once: their line comes first
            cards = 2 if seen[0] == ended and seen[1] < 2 else 0
            moment = TableMoment("round", ended, cards)
        else:
            moment = TableMoment("reveal", game.round_no, now[1])
        text = moment.line(game)
        if not text:
            return None
        if not self._moments_wanted() or game.is_over:
            self.momentShown.emit(moment.kind, text)  # said, but the game goes on at once
            return None
        return moment

    def _show_moment(self, moment: TableMoment) -> None:
        self.moment = moment
        self.looking = None
        self.hand.clear()
        self.bar.end()
        seconds = self.moment_pause if self.moment_pause > 0 else None
        self.bar.offer_continue(seconds)
        self._show_table()  # (after Continue has the focus: it goes there, not via the board)
        if seconds:
            self._moment_alarm = self.clock.later(int(seconds * 1000), self, self.continue_moment)
        self._update_status()
        self.momentShown.emit(moment.kind, self.moment_line())

    def _moment_step(self) -> None:
        """While the table looks: computer seats may choose their next card, unseen."""
        game = self.model.game
        if game.phase in CARD_PHASES and not self.runner.busy:
            bots = [s for s in game.pending_seats() if self.model.is_computer(s)]
            if bots:
                self._run_bot(bots[0])

    def continue_moment(self) -> None:
        """Someone pressed Continue (or the pause ended): on to the next step."""
        if self.moment is None:
            return
        self._end_moment()
        self.bar.end()
        self.schedule()

    def _end_moment(self) -> None:
        self.moment = None
        alarm, self._moment_alarm = self._moment_alarm, None
        if alarm is not None:
            alarm.cancel()
