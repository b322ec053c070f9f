import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Køb nu',
  VerticalEmbed_Events_Button: 'Tilmeld dig nu',
  VerticalEmbed_Bookings_Button: 'Book nu',
  UploadFile_Viewer_Download: 'Download {fileType}',
  VerticalEmbed_Units_Hour: '{number} t',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Du har forladt galleriet',
  Viewer_Read_More: 'Læs mere',
  Viewer_See_Full_Post: 'Se hele opslaget',
  Spoiler_Click_To_Reveal: 'Klik for at vise',
  Spoiler_Reveal_Image: 'Vis billede',
  Spoiler_Reveal_Gallery: 'Vis galleri',
  Spoiler_Reveal_Video: 'Vis video',
  Image_Expand: 'Forstør billede',
  Viewer_Close: 'Luk',
  Fullscreen_Viewer: 'Fuldskærmsvisning',
  Fullscreen_Previous: 'Forrige',
  Fullscreen_Next: 'Næste',
  Collapsible_Expand: 'Udvid',
  Collapsible_Shrink: 'Formindsk',
};

export default messages;
