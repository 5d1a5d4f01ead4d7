extension Format {
    /// `0.4 MB`, `7.5 MB`, `64 MB`: a tenth below 10 MB (a small export is not "0 MB"), whole above; `0 MB` only for nothing.
    public static func megabytes(_ bytes: Int64) -> String {
        let megabytes = Double(max(0, bytes)) / 1_000_000
        if bytes > 0 && megabytes < 0.1 { return "under 0.1 MB" }
        return "\(decimal(megabytes, places: megabytes < 10 ? 1 : 0)) MB"
    }
}
