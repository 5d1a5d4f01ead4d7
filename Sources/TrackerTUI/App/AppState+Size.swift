extension AppState {
    /// What the too-small notice asks for: 60×18 to a wide window that is too low, 40×20 to the rest; a narrow window
    /// with 18 rows or more is told both, since widening it to 60 columns does too (QA s10 S10-7).
    var neededSize: String {
        let wide = "\(LayoutClass.regularWidth)×\(LayoutClass.regularMinimumHeight)"
        let narrow = "\(Self.minimumWidth)×\(LayoutClass.narrowMinimumHeight)"
        if width >= LayoutClass.regularWidth { return wide }
        return height >= LayoutClass.regularMinimumHeight ? "\(narrow) or \(wide)" : narrow
    }
}
