"""The solitaire's browser tile picture: three word cards fanned down a column, the last
one's word showing."""

from game.games.wordpatience import art


def draw_emblem(app, surf, rect) -> None:
    v = app.view
    w = v.len(46)
    x, y = v.pt(rect.centerx - 40, rect.centery - 44)
    surf.blit(art.back(w), (x - v.len(18), y + v.len(6)))
    for k, card in enumerate((12, 24, 10)):  # K♠ iron, Q♥ fish, J♠ ice
        surf.blit(art.face(card, w), (x + v.len(16), y + k * v.len(14)))
