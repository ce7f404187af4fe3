extension MessageValue {
    /// The text a message shows for this value where it is inserted as it is (`{user}`): a string
    /// itself, a number's digits, an object's display text, a list's elements joined, a date as
    /// `yyyy-MM-dd`, a Boolean as `true`/`false`, nothing for a decoration or null.
    public var displayText: String { DisplayText.of(self).0 }
}
