"""The rest of a round inside one iteration of the expert's search (R15–R25).

:func:`resolve` plays a determinised round on from a given step: the searching seat's own
planet rotations (R16), colour picks (R19), stops (R21) and face-down rotations (R22, in
:func:`flip`) are nodes of the tree (:class:`.ucb.Node`, keyed by public information only:
:func:`pub`); the other seats take the medium bot's quick one-step heuristics. Every rule
comes from the engine (rotation queue, flight order, the flight walk). :func:`rewards` is the
cut-off evaluation: +10 for a win (shared wins split), -10 when another seat wins, else the
lead in flights-to-win over the closest rival minus the cost of the cards spent.
"""

from __future__ import annotations

from itertools import compress

from ..flight import flight_path
from ..flying import flight_queue
from ..legal import free_to_turn
from ..tables import tables_for
from ..view import unseen_planets
from .determinize import colour_values, land, quick_rotate, turn_up, winners
from .heuristics import best_stop, distance, stop_distance
from .policy import Board, flip_values, rotation_score
from .ucb import Node, normalise

#: the steps of a round's public part, in order: rotations, colour picks, flights, a flip
ROT, PICK, FLY, FLIP = 0, 1, 2, 3
#: planets averaged over for the prior of a face-down rotation below the root
FLIP_SAMPLE = 3


def resolve(search, st, won, flying, stage, queue, path0, trail):
    """Play the rest of the round (R15–R25): the seat's own steps from the tree, the
    others' from quick heuristics. Returns the round's winners (R25)."""
    me, n = search.me, search.n
    layout, discs = st.layout, st.discs
    rng = search.rng
    root = search.root_node is None and not trail
    if stage == ROT:
        for s in queue:
            if s == me:
                opts = rotations(st, s)
                key = ("R", pub(st), tuple(won))
                node = search.tree.get(key)
                if node is None:
                    node = search.tree[key] = Node(opts, rotation_prior(st, s, won, opts))
                if root:
                    search.root_node, root = node, False
                i = node.select()
                cell, q = node.actions[i]
                st.rotations[cell] = (st.rotations[cell] + q) & 3
                trail.append((node, i, s))
            else:
                quick_rotate(st, s, won, rng)
        queue = [s for s in range(n) if won[s] & (won[s] - 1)]
        for s in range(n):
            w = won[s]
            if w and not w & (w - 1):
                flying[s] = w.bit_length() - 1
        stage = PICK
    if stage == PICK:
        t = st.tables()
        for s in queue:
            cols, values = colour_values(st, t, s, won[s])
            if s == me:
                key = ("P", pub(st), tuple(won), tuple(flying))
                node = search.tree.get(key)
                if node is None:
                    node = search.tree[key] = Node(cols, normalise([-v for v in values]))
                if root:
                    search.root_node, root = node, False
                i = node.select()
                trail.append((node, i, s))
                flying[s] = cols[i]
            else:
                flying[s] = cols[min(range(len(cols)), key=lambda i: (values[i], i))]
        queue = flight_queue(st.faces, st.pieces, tables_for(discs, layout).numbers, flying)
        stage = FLY
    t = st.tables()
    for k, (s, c) in enumerate(queue):
        if k == 0 and stage == FLIP:
            cell = st.pieces[s]
            flip(search, st, s, cell, trail, root)
            root = False
            t = st.tables()
            continue
        if k == 0 and path0 is not None:
            path = path0
        else:
            path = flight_path(layout, discs, st.faces, st.rotations, st.face_up,
                               st.sun_rotation, st.stop_mask, st.pieces[s], c, st.chips[s])
        if not path:
            continue
        if s == me and len(path) > 1:
            key = ("S", pub(st), c, path)
            node = search.tree.get(key)
            if node is None:
                values = [stop_distance(t, j, c, st.chips[s]) for j in path]
                node = search.tree[key] = Node(path, normalise([-v for v in values]))
            if root:
                search.root_node, root = node, False
            i = node.select()
            trail.append((node, i, s))
            cell = path[i]
        else:
            cell = best_stop(t, path, c, st.chips[s])[1]
        if land(st, s, c, cell):
            if s == me:
                flip(search, st, s, cell, trail, root)
                root = False
            else:
                turn_up(st, cell, int(rng.random() * 4))
            t = st.tables()
    return winners(st)


def flip(search, st, s, cell, trail, root) -> None:
    """R22: the seat's own face-down planet; the rotation is chosen before the face is seen."""
    key = ("F", pub(st), cell)
    node = search.tree.get(key)
    if node is None:
        unseen = unseen_planets(st.faces, st.face_up)
        if not root and len(unseen) > FLIP_SAMPLE:
            # deep in the tree the prior only orders the first tries: a few planets do
            unseen = search.rng.sample(unseen, FLIP_SAMPLE)
        board = board_of(st)
        values = flip_values(board, s, cell, unseen)
        node = search.tree[key] = Node([0, 1, 2, 3], normalise([-v for v in values]))
    if root:
        search.root_node = node
    i = node.select()
    trail.append((node, i, s))
    turn_up(st, cell, i)


def pub(st) -> tuple:
    """The public part of a determinised board (faces of face-down discs left out)."""
    faces, up = st.faces, st.face_up
    return (tuple([f if u else 0 for f, u in zip(faces, up)]), tuple(st.rotations),
            tuple(st.pieces), tuple(st.chips), st.stop_mask, st.sun_rotation)


def board_of(st) -> Board:
    """The determinised board as the heuristics read it (:class:`.policy.Board`)."""
    return Board(st.layout, st.discs, st.faces, tuple(st.rotations), st.face_up, st.sun_rotation,
                 st.pieces, st.chips, ())


def rotations(st, seat: int) -> list[tuple[int, int]]:
    """R16 (the engine's rule): (cell, quarters) the seat may turn, in the engine's order."""
    out = [(st.pieces[seat], 1)]
    for i in compress(range(len(st.face_up)), free_to_turn(st.pieces, st.face_up, st.layout.sun, seat)):
        out.extend(((i, 1), (i, 2), (i, 3)))
    return out


def rotation_prior(st, seat, won, opts) -> list[float]:
    """Priors for the seat's rotations ``opts``: the medium bot's score of each result."""
    b = board_of(st)
    scores = []
    for cell, q in opts:
        rot = list(st.rotations)
        rot[cell] = (rot[cell] + q) & 3
        scores.append(-rotation_score(b, seat, won, tuple(rot)))
    return normalise(scores)


def rewards(st, winners, cost) -> list[float]:
    """The cut-off evaluation for every seat (see the module's docstring)."""
    n = len(st.pieces)
    if winners:
        share = 10.0 / len(winners)
        return [(share if s in winners else -10.0) - cost[s] for s in range(n)]
    t = st.tables()
    pieces, chips = st.pieces, st.chips
    d = [distance(t, pieces[s], chips[s]) for s in range(n)]
    out = []
    for s in range(n):
        rival = min([d[o] for o in range(n) if o != s])
        out.append(rival - d[s] - cost[s])
    return out


__all__ = ["FLIP", "FLIP_SAMPLE", "FLY", "PICK", "ROT", "board_of", "flip", "pub", "resolve",
           "rewards", "rotation_prior", "rotations"]
