extension AppState {
    /// What the too-small notice asks for: 60×18 to a wide window that is too low, 40×20 to the rest.
    var neededSize: String {
        width >= LayoutClass.regularWidth
            ? "\(LayoutClass.regularWidth)×\(LayoutClass.regularMinimumHeight)" : "\(Self.minimumWidth)×\(LayoutClass.narrowMinimumHeight)"
    }
}
