import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Jetzt kaufen',
  VerticalEmbed_Events_Button: 'Jetzt anmelden',
  VerticalEmbed_Bookings_Button: 'Jetzt buchen',
  UploadFile_Viewer_Download: '{fileType} herunterladen',
  VerticalEmbed_Units_Hour: '{number} Std.',
  VerticalEmbed_Units_Minute: '{number} Min.',
  Accessibility_Left_Gallery: 'Du hast die Galerie verlassen',
  Viewer_Read_More: 'Weiterlesen',
  Viewer_See_Full_Post: 'Ganzen Beitrag ansehen',
  Spoiler_Click_To_Reveal: 'Zum Anzeigen klicken',
  Spoiler_Reveal_Image: 'Bild anzeigen',
  Spoiler_Reveal_Gallery: 'Galerie anzeigen',
  Spoiler_Reveal_Video: 'Video anzeigen',
  Image_Expand: 'Bild vergrößern',
  Viewer_Close: 'Schließen',
  Fullscreen_Viewer: 'Vollbildansicht',
  Fullscreen_Previous: 'Zurück',
  Fullscreen_Next: 'Weiter',
  Collapsible_Expand: 'Ausklappen',
  Collapsible_Shrink: 'Einklappen',
};

export default messages;
