import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Kjøp nå',
  VerticalEmbed_Events_Button: 'Meld deg på nå',
  VerticalEmbed_Bookings_Button: 'Bestill nå',
  UploadFile_Viewer_Download: 'Last ned {fileType}',
  VerticalEmbed_Units_Hour: '{number} t',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Du har forlatt galleriet',
  Viewer_Read_More: 'Les mer',
  Viewer_See_Full_Post: 'Se hele innlegget',
  Spoiler_Click_To_Reveal: 'Klikk for å vise',
  Spoiler_Reveal_Image: 'Vis bilde',
  Spoiler_Reveal_Gallery: 'Vis galleri',
  Spoiler_Reveal_Video: 'Vis video',
  Image_Expand: 'Forstørr bilde',
  Viewer_Close: 'Lukk',
  Fullscreen_Viewer: 'Fullskjermvisning',
  Fullscreen_Previous: 'Forrige',
  Fullscreen_Next: 'Neste',
  Collapsible_Expand: 'Utvid',
  Collapsible_Shrink: 'Skjul',
};

export default messages;
