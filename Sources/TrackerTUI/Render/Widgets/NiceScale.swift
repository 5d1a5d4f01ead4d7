import Foundation

/// Round axis ticks (1, 2, 2.5 or 5 × 10ⁿ apart) covering a data range.
enum NiceScale {
    static func ticks(lower: Double, upper: Double, maxCount: Int) -> [Double] {
        guard upper > lower, maxCount >= 2, lower.isFinite, upper.isFinite else { return [lower] }
        let rawStep = (upper - lower) / Double(maxCount - 1)
        let magnitude = pow(10, floor(log10(rawStep)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rawStep * (1 - 1e-9) } ?? 10 * magnitude
        let first = (lower / step).rounded(.up) * step
        var ticks: [Double] = []
        var value = first
        while value <= upper + step * 1e-9 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    /// A tick label with no more decimals than the step needs.
    static func label(_ value: Double, step: Double) -> String {
        let decimals = (0...3).first { d in
            let scaled = step * pow(10, Double(d))
            return abs(scaled - scaled.rounded()) < 1e-6
        } ?? 3
        return String(format: "%.\(decimals)f", value)
    }
}
