"""High Card's screenshot scene: a person and two computers, a round and a card in."""

SCENES = ("kit-table",)


def shoot(app, name: str) -> None:
    seats = [{"kind": "human", "level": "normal"}] + [{"kind": "computer", "level": "normal"}] * 2
    ctl = app.games["kit_game"].start(app, seats, {}, 11, threads=False)
    for _ in range(2000):
        app.frame(1 / 40)
        if ctl.my_decision():
            if len(ctl.state.log.actions) >= 4:
                return
            ctl.try_apply(ctl.legal()[0])
