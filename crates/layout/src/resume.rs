//! Where a layout loop resumes when items are appended (append.rs): the loop's position before
//! the first item whose place could still depend on items after the last one.
//! Twin: bindings/ts/layout/resume.ts.

/// A group reads at most this many items from its first: the largest group.
pub const GROUP_LOOKAHEAD: usize = 3;

/// Where a layout loop resumes: its position at the start of item `item`.
#[derive(Clone, Debug, PartialEq)]
pub struct Resume {
    /// The first item laid out from here.
    pub item: usize,
    /// Groups placed before it (the turn of repeating group types and of left-to-right columns).
    pub group: usize,
    /// Rows: the number of the strip it opens, from 1.
    pub strip: usize,
    /// Rows: the top of that strip; columns: the gallery's height so far.
    pub top: f64,
    /// Rows: the widest strip so far.
    pub widest: f64,
    /// Columns: each column's height so far; empty before any item.
    pub heights: Vec<f64>,
    /// Set once the loop reached an item whose place may depend on later items: from then on
    /// the point stays where it is.
    pub settled: bool,
}

impl Resume {
    /// The start of a layout.
    pub fn start() -> Resume {
        Resume {
            item: 0,
            group: 0,
            strip: 1,
            top: 0.0,
            widest: 0.0,
            heights: Vec::new(),
            settled: false,
        }
    }

    /// Whether a group that starts at local item `item` of `count` can depend on later items.
    pub fn near_end(item: usize, count: usize) -> bool {
        item + GROUP_LOOKAHEAD > count
    }
}
