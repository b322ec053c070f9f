// The viewer's messages in English, built in (spec/000 §3 "Translation keys", §9 "English strings
// include"). Every other locale is a file in messages/, loaded on demand. `{name}` is a placeholder.

export const ENGLISH = {
  VerticalEmbed_Products_Button: 'Buy Now',
  VerticalEmbed_Events_Button: 'Register Now',
  VerticalEmbed_Bookings_Button: 'Book Now',
  UploadFile_Viewer_Download: 'Download {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'You left the gallery',
  Viewer_Read_More: 'Read more',
  Viewer_See_Full_Post: 'See Full Post',
  Spoiler_Click_To_Reveal: 'Click to reveal',
  Spoiler_Reveal_Image: 'Reveal Image',
  Spoiler_Reveal_Gallery: 'Reveal Gallery',
  Spoiler_Reveal_Video: 'Reveal Video',
  Image_Expand: 'Expand image',
  Viewer_Close: 'Close',
  Fullscreen_Viewer: 'Full-screen viewer',
  Fullscreen_Previous: 'Previous',
  Fullscreen_Next: 'Next',
  Collapsible_Expand: 'Expand',
  Collapsible_Shrink: 'Shrink',
  Media_Play: 'Play',
  Media_Pause: 'Pause',
  Audio_Seek: 'Seek',
  Audio_Volume: 'Volume',
  Audio_Mute: 'Mute',
  Audio_Unmute: 'Unmute',
  Audio_Playback_Speed: 'Playback speed',
  Audio_Speed_Normal: 'Normal',
  Audio_More_Actions: 'More actions',
  Audio_Download: 'Download',
  HtmlEmbed_Frame_Title: 'Embedded content',
  UploadFile_Error_Generic_Item: 'The file could not be uploaded',
  UploadFile_Error_Size_Item: 'The file is too large to upload',
  UploadFile_Error_Details: 'Error details',
  TextSelection_Toolbar_Label: 'Selected text',
  TextSelection_Copy: 'Copy',
  TextSelection_Tweet: 'Tweet',
} as const;

export type MessageKey = keyof typeof ENGLISH;
export type Messages = Readonly<Record<MessageKey, string>>;
export const MESSAGE_KEYS = Object.keys(ENGLISH) as MessageKey[];
