import TrackerKit

/// The colour of each role: a built-in theme (`[theme] name`) with the file's `[colors]` over it. Styles read
/// `Theme.active`; NO_COLOR still wins (the writer then draws no colour at all, whatever the theme says).
struct Theme: Equatable, Sendable {
    var accent: Color?
    var tabText: Color?
    var selection: Color?
    var selectionText: Color?
    var today: Color?
    var weekend: Color?
    var warning: Color?
    var success: Color?
    var highlight: Color?
    var border: Color?
    var chart: [Color?]

    /// The theme in force: bound by `AppScope` from the app state's configuration (see there why a task-local).
    @TaskLocal static var active = Theme.standard

    /// Tracker's colours as they always were.
    static let standard = Theme(
        accent: .cyan, tabText: .black, today: .yellow, warning: .red, success: .green, highlight: .yellow, border: .blue,
        chart: [.cyan, .yellow, .green, .magenta, .blue, .red])
    /// For dark text on a light background: no yellow or cyan text, which a white background washes out.
    static let light = Theme(
        accent: .blue, tabText: .white, today: .magenta, warning: .red, success: .green, highlight: .magenta, border: .blue,
        chart: [.blue, .magenta, .green, .red, .black, .cyan])
    /// The bright colours with black on the tab and selection: the most contrast a 16-colour terminal gives.
    static let highContrast = Theme(
        accent: Color(rawValue: 14), tabText: .black, selection: Color(rawValue: 15), selectionText: .black, today: Color(rawValue: 11),
        weekend: Color(rawValue: 13), warning: Color(rawValue: 9), success: Color(rawValue: 10), highlight: Color(rawValue: 11),
        border: Color(rawValue: 15), chart: [Color(rawValue: 14), Color(rawValue: 11), Color(rawValue: 10), Color(rawValue: 13)])
    /// No colour: every role keeps its bold, reverse or underline, as with NO_COLOR.
    static let monochrome = Theme(chart: [nil])

    static func named(_ name: String) -> Theme {
        switch name {
        case "light": return .light
        case "high-contrast": return .highContrast
        case "monochrome": return .monochrome
        default: return .standard
        }
    }

    /// The theme a configuration asks for: its built-in one with the `[colors]` roles over it.
    init(_ config: TrackerConfig) {
        self = Theme.named(config.theme)
        for (role, colour) in config.colours {
            let color = Color(colour)
            switch role {
            case "accent": accent = color
            case "selection": selection = color
            case "today": today = color
            case "weekend": weekend = color
            case "warning": warning = color
            case "chart1", "chart2", "chart3":
                let index = Int(role.dropFirst(5))! - 1
                while chart.count <= index { chart.append(chart.last ?? nil) }
                chart[index] = color
            default: break
            }
        }
    }

    private init(
        accent: Color? = nil, tabText: Color? = nil, selection: Color? = nil, selectionText: Color? = nil, today: Color? = nil,
        weekend: Color? = nil, warning: Color? = nil, success: Color? = nil, highlight: Color? = nil, border: Color? = nil, chart: [Color?]
    ) {
        self.accent = accent
        self.tabText = tabText
        self.selection = selection
        self.selectionText = selectionText
        self.today = today
        self.weekend = weekend
        self.warning = warning
        self.success = success
        self.highlight = highlight
        self.border = border
        self.chart = chart
    }
}

extension Color {
    /// A configured colour as a palette number; "#rrggbb" is the nearest of the 256-colour palette's cube or greys.
    init(_ colour: ConfigColour) {
        switch colour {
        case .indexed(let index): self.init(rawValue: UInt8(clamping: index))
        case .rgb(let red, let green, let blue): self.init(rawValue: Self.nearest256(red, green, blue))
        }
    }

    static func nearest256(_ red: Int, _ green: Int, _ blue: Int) -> UInt8 {
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let steps = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (level(red), level(green), level(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeError = [(steps[r], red), (steps[g], green), (steps[b], blue)].map { ($0.0 - $0.1) * ($0.0 - $0.1) }.reduce(0, +)
        let grey = max(0, min(23, ((red + green + blue) / 3 - 3) / 10))
        let greyValue = 8 + grey * 10
        let greyError = [red, green, blue].map { ($0 - greyValue) * ($0 - greyValue) }.reduce(0, +)
        return UInt8(greyError < cubeError ? 232 + grey : cube)
    }

    /// The nearest colour a terminal of `count` colours has: 256-colour numbers fall back to the 16, bright ones to the 8.
    func available(in count: Int) -> Color {
        var index = Int(rawValue)
        if index >= count && index >= 16 { index = Self.nearest16(index) }
        if index >= count && index >= 8 { index -= 8 }
        return Color(rawValue: UInt8(index))
    }

    private static func nearest16(_ index: Int) -> Int {
        let rgb: (Int, Int, Int)
        if index >= 232 {
            let value = 8 + (index - 232) * 10
            rgb = (value, value, value)
        } else {
            let cube = index - 16
            let steps = [0, 95, 135, 175, 215, 255]
            rgb = (steps[cube / 36], steps[(cube / 6) % 6], steps[cube % 6])
        }
        let bright = max(rgb.0, rgb.1, rgb.2) > 200
        let bits = (rgb.0 > 127 ? 1 : 0) | (rgb.1 > 127 ? 2 : 0) | (rgb.2 > 127 ? 4 : 0)
        if bits == 0 { return max(rgb.0, rgb.1, rgb.2) > 60 ? 8 : 0 }
        return bits + (bright ? 8 : 0)
    }
}
