import TrackerKit
import Foundation

/// Round axis ticks (1, 2, 2.5 or 5 × 10ⁿ apart) covering a data range.
enum NiceScale {
    static func ticks(lower: Double, upper: Double, maxCount: Int) -> [Double] {
        guard upper > lower, maxCount >= 2, lower.isFinite, upper.isFinite else { return [lower] }
        let rawStep = (upper - lower) / Double(maxCount - 1)
        let magnitude = pow(10, floor(log10(rawStep)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rawStep * (1 - 1e-9) } ?? 10 * magnitude
        // Multiples of the step, computed as k × step (or k ÷ 1/step for steps below 1, which is exact
        // for 0.1, 0.2, 0.25, 0.5): adding the step up would drift to 73.00000000000001.
        let perUnit = step < 1 ? (1 / step).rounded() : nil
        func value(_ k: Int) -> Double { perUnit.map { Double(k) / $0 } ?? Double(k) * step }
        var ticks: [Double] = []
        var k = Int(saturating: (lower / step).rounded(.up))
        while value(k) <= upper + step * 1e-9 {
            ticks.append(value(k) == 0 ? 0 : value(k))
            k += 1
        }
        return ticks
    }

    /// A tick label with no more decimals than the step needs.
    static func label(_ value: Double, step: Double) -> String {
        let decimals =
            (0...3).first { d in
                let scaled = step * pow(10, Double(d))
                return abs(scaled - scaled.rounded()) < 1e-6
            } ?? 3
        return String(format: "%.\(decimals)f", value)
    }
}
