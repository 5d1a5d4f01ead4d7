/// A small deterministic random generator (SplitMix64): same seed, same data, every run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Normally distributed (Box-Muller), for weight noise.
    public mutating func gaussian(mean: Double = 0, deviation: Double = 1) -> Double {
        let u1 = max(Double.random(in: 0..<1, using: &self), 1e-12), u2 = Double.random(in: 0..<1, using: &self)
        return mean + deviation * (-2 * _log(u1)).squareRoot() * _cos(2 * Double.pi * u2)
    }
}

import Foundation
private func _log(_ x: Double) -> Double { Foundation.log(x) }
private func _cos(_ x: Double) -> Double { Foundation.cos(x) }
