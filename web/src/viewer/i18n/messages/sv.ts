import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Köp nu',
  VerticalEmbed_Events_Button: 'Anmäl dig nu',
  VerticalEmbed_Bookings_Button: 'Boka nu',
  UploadFile_Viewer_Download: 'Ladda ned {fileType}',
  VerticalEmbed_Units_Hour: '{number} tim',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Du har lämnat galleriet',
  Viewer_Read_More: 'Läs mer',
  Viewer_See_Full_Post: 'Visa hela inlägget',
  Spoiler_Click_To_Reveal: 'Klicka för att visa',
  Spoiler_Reveal_Image: 'Visa bild',
  Spoiler_Reveal_Gallery: 'Visa galleri',
  Spoiler_Reveal_Video: 'Visa video',
  Image_Expand: 'Förstora bild',
  Viewer_Close: 'Stäng',
  Fullscreen_Viewer: 'Helskärmsvisning',
  Fullscreen_Previous: 'Föregående',
  Fullscreen_Next: 'Nästa',
  Collapsible_Expand: 'Expandera',
  Collapsible_Shrink: 'Fäll ihop',
};

export default messages;
