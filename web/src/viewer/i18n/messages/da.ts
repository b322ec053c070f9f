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
  Collapsible_Expand: 'Udvid',
  Collapsible_Shrink: 'Formindsk',
  Media_Play: 'Afspil',
  Media_Pause: 'Pause',
  Audio_Seek: 'Spol',
  Audio_Volume: 'Lydstyrke',
  Audio_Mute: 'Slå lyd fra',
  Audio_Unmute: 'Slå lyd til',
  Audio_Playback_Speed: 'Afspilningshastighed',
  Audio_Speed_Normal: 'Normal',
  Audio_More_Actions: 'Flere handlinger',
  Audio_Download: 'Download',
};

export default messages;
