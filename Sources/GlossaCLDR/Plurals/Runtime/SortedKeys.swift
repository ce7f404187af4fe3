/// The position of `key` in `keys`, which are sorted, by binary search; `nil` when it is absent.
/// Generated CLDR tables store their locale keys sorted and look them up with this.
func indexOfSortedKey(_ key: String, in keys: [String]) -> Int? {
    var low = 0
    var high = keys.count
    while low < high {
        let middle = (low + high) / 2
        if keys[middle] < key {
            low = middle + 1
        } else {
            high = middle
        }
    }
    return low < keys.count && keys[low] == key ? low : nil
}
