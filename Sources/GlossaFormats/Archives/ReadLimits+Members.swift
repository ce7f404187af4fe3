extension ReadLimits {
    /// Checks an archive member's declared `size` against ``maximumFileSize`` and, added to `total`,
    /// against ``maximumTotalSize``, before anything of it is inflated (zip directories, tar headers).
    ///
    /// - Returns: the refusal naming the member and the limit it passes, or `nil` within the limits.
    func refusal(ofMember path: String, size: Int, total: inout Int) -> String? {
        guard size <= maximumFileSize else {
            return "\"\(path)\" declares \(size) bytes, over the limit of \(maximumFileSize) bytes a member"
        }
        total += size
        guard total <= maximumTotalSize else {
            return
                "\"\(path)\" brings the declared total to \(total) bytes, over the limit of \(maximumTotalSize) bytes"
        }
        return nil
    }
}
