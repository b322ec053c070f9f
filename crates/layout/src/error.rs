//! The layouter's errors: one code each, messages verbatim from spec/002 §8.
//! The TypeScript side holds the same table in the contract (bindings/contract/layout-errors.ts);
//! bindings/wasm/tables.test.ts and bindings/contract/rust-tables.test.ts hold them equal.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum LayoutError {
    GalleryWidth = 1,
    TargetItemSize = 2,
    BadParams = 3,
    Unsupported = 4,
    GalleryTooWide = 5,
    MaxLoops = 6,
}

pub const ALL_ERRORS: [LayoutError; 6] = [
    LayoutError::GalleryWidth,
    LayoutError::TargetItemSize,
    LayoutError::BadParams,
    LayoutError::Unsupported,
    LayoutError::GalleryTooWide,
    LayoutError::MaxLoops,
];

impl LayoutError {
    pub fn code(self) -> u32 {
        self as u32
    }

    pub fn from_code(code: u32) -> Option<LayoutError> {
        ALL_ERRORS.iter().copied().find(|e| e.code() == code)
    }

    pub fn message(self) -> &'static str {
        match self {
            LayoutError::GalleryWidth => {
                "Layouter: cannot create layout, galleryWidth is undefined or 0"
            }
            LayoutError::TargetItemSize => {
                "Layouter: cannot create layout, targetItemSize is undefined or 0"
            }
            LayoutError::BadParams => "Layouter: the layout parameter block is malformed",
            LayoutError::GalleryTooWide => {
                "Layouter: cannot create layout, galleryWidth is over 10000000 px"
            }
            LayoutError::Unsupported => {
                "Layouter: this layout is not available in this engine version"
            }
            LayoutError::MaxLoops => "Cannot create layout, maxLoops reached!!!",
        }
    }
}
