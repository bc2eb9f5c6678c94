"""High Card's browser tile picture: three cards fanned."""


def draw_emblem(app, surf, rect) -> None:
    v = app.view
    for i, code in enumerate(("7H", "TH", "JH")):
        img = app.art.get(code, v.len(40))
        surf.blit(img, img.get_rect(center=v.pt(rect.centerx - 26 + 26 * i, rect.centery)))
