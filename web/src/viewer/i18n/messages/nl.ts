import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Nu kopen',
  VerticalEmbed_Events_Button: 'Nu inschrijven',
  VerticalEmbed_Bookings_Button: 'Nu boeken',
  UploadFile_Viewer_Download: '{fileType} downloaden',
  VerticalEmbed_Units_Hour: '{number} u',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Je hebt de galerij verlaten',
  Viewer_Read_More: 'Lees meer',
  Viewer_See_Full_Post: 'Bekijk het hele bericht',
  Spoiler_Click_To_Reveal: 'Klik om te tonen',
  Spoiler_Reveal_Image: 'Afbeelding tonen',
  Spoiler_Reveal_Gallery: 'Galerij tonen',
  Spoiler_Reveal_Video: 'Video tonen',
  Image_Expand: 'Afbeelding vergroten',
  Viewer_Close: 'Sluiten',
  Fullscreen_Viewer: 'Volledig scherm',
  Fullscreen_Previous: 'Vorige',
  Fullscreen_Next: 'Volgende',
  Collapsible_Expand: 'Uitklappen',
  Collapsible_Shrink: 'Inklappen',
};

export default messages;
