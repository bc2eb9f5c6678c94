"""I'm the Boss!'s benches: registered under their names, and each runs tiny."""

from game.games.imtheboss import bench
from game.games.imtheboss.bench import BENCHES


def test_the_benches_are_registered():
    assert [b.name for b in BENCHES] == ["imtheboss-strength", "imtheboss-deals",
                                         "imtheboss-ai-time"]
    assert all(b.about and callable(b.run) for b in BENCHES)


def test_the_strength_bench_runs_tiny(capsys):
    fields = bench.strength(4, 1, pairings=(("normal", "easy"),))
    assert 0 <= fields["normal_v_easy_4p_win"] <= 1 and fields["normal_v_easy_4p_fair"] == 0.25
    assert "imtheboss-strength " in capsys.readouterr().out


def test_the_deals_bench_runs_tiny(capsys):
    fields = bench.deals(2, 1, levels=("easy", "normal"))
    assert 10 <= fields["normal_closed"] <= 15 and fields["easy_actions"] > 100
    assert "imtheboss-deals " in capsys.readouterr().out


def test_the_time_bench_runs_tiny(capsys):
    fields = bench.time_levels(1, players=(3,), levels=("easy", "normal"))
    assert fields["normal_p95_ms_3p"] >= fields["normal_p50_ms_3p"] > 0
    assert "imtheboss-ai-time " in capsys.readouterr().out


def test_a_hard_seat_plays_a_game_for_the_strength_bench(monkeypatch):
    from game.games.imtheboss.ai import make_agent
    from game.games.imtheboss.hard import HardNegotiator

    def quick(level, seed):  # one world a decision
        return HardNegotiator(seed, max_worlds=1) if level == "hard" else make_agent(level, seed)

    monkeypatch.setattr(bench, "agent", quick)
    state = bench.play_levels(3, ["hard", "normal", "normal", "normal"])
    assert state.is_terminal() and state.winners()
