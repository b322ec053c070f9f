import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Bilhin Ngayon',
  VerticalEmbed_Events_Button: 'Magparehistro Ngayon',
  VerticalEmbed_Bookings_Button: 'Mag-book Ngayon',
  UploadFile_Viewer_Download: 'I-download ang {fileType}',
  VerticalEmbed_Units_Hour: '{number} oras',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Umalis ka na sa gallery',
  Viewer_Read_More: 'Magbasa pa',
  Viewer_See_Full_Post: 'Tingnan ang Buong Post',
  Spoiler_Click_To_Reveal: 'I-click para ipakita',
  Spoiler_Reveal_Image: 'Ipakita ang Larawan',
  Spoiler_Reveal_Gallery: 'Ipakita ang Gallery',
  Spoiler_Reveal_Video: 'Ipakita ang Video',
  Image_Expand: 'Palakihin ang larawan',
  Viewer_Close: 'Isara',
  Fullscreen_Viewer: 'Full-screen na viewer',
  Fullscreen_Previous: 'Nakaraan',
  Fullscreen_Next: 'Susunod',
  Collapsible_Expand: 'Palawakin',
  Collapsible_Shrink: 'Paliitin',
};

export default messages;
