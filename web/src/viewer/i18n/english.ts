// The viewer's messages in English, built in (spec/000 §3 "Translation keys", §9 "English strings
// include"). Every other locale is a file in messages/, loaded on demand. `{name}` is a placeholder.

export const ENGLISH = {
  VerticalEmbed_Products_Button: 'Buy Now',
  VerticalEmbed_Events_Button: 'Register Now',
  VerticalEmbed_Bookings_Button: 'Book Now',
  UploadFile_Viewer_Download: 'Download {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Product page will be available once you publish your site.',
  Poll_Vote: 'Vote',
  Poll_Votes_One: '{number} vote',
  Poll_Votes_Other: '{number} votes',
  Poll_Voters: 'Voters',
  Poll_Toast_No_Internet: 'No internet. Check your connection.',
  Poll_Toast_Server_Error: "Couldn't connect to server. Try again later.",
  Map_Label: 'Map: {location}',
  Map_Zoom_In: 'Zoom in',
  Map_Zoom_Out: 'Zoom out',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View is not available on this map.',
  Accessibility_Left_Gallery: 'You left the gallery',
  Viewer_Read_More: 'Read more',
  Viewer_See_Full_Post: 'See Full Post',
  Spoiler_Click_To_Reveal: 'Click to reveal',
  Spoiler_Reveal_Image: 'Reveal Image',
  Spoiler_Reveal_Gallery: 'Reveal Gallery',
  Spoiler_Reveal_Video: 'Reveal Video',
  Image_Expand: 'Expand image',
  Viewer_Close: 'Close',
  Collapsible_Expand: 'Expand',
  Collapsible_Shrink: 'Shrink',
} as const;

export type MessageKey = keyof typeof ENGLISH;
export type Messages = Readonly<Record<MessageKey, string>>;
export const MESSAGE_KEYS = Object.keys(ENGLISH) as MessageKey[];
