import TrackerKit

/// Clicks on the Workout tab: the page bar, the welcome page's lines, the stars and Start/Done.
/// Every position comes from the same layout functions the drawing uses.
extension WorkoutScreen {
    mutating func handleMouse(_ event: MouseEvent, context: ScreenContext) -> [Effect] {
        guard event.kind == .press else { return [] }
        let area = context.contentArea
        if event.y == area.y {
            let bar = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
            if let hit = pageSpans(in: bar).first(where: { $0.span.contains(event.x) }) { return goTo(page: hit.page, context: context) }
            return []
        }
        let body = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2)
        guard session == nil else { return [] }
        if page == 0 { return clickWelcome(event, in: body, context: context) }
        let origin = Self.starsOrigin(in: body)
        guard event.y == origin.y else { return [] }
        if let star = Stars.star(atColumn: event.x, x: origin.x) { return setRating(star, context: context) }
        if Self.buttonSpan(Self.buttonState(countdown).0, in: body).contains(event.x) {
            return perform(.startOrDone, context: context)
        }
        return []
    }

    private mutating func clickWelcome(_ event: MouseEvent, in body: Rect, context: ScreenContext) -> [Effect] {
        let (x, top) = welcomeOrigin(in: body)
        let lines = welcomeLines(in: body)
        let index = event.y - top
        guard lines.indices.contains(index), let command = lines[index].command,
            event.x >= x, event.x < x + TextWidth.of(lines[index].text)
        else { return [] }
        if command == .edit, event.x >= x + TextWidth.of("e      Edit the exercise list      ") {
            return perform(.settings, context: context)
        }
        return perform(command, context: context)
    }
}
