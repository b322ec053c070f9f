import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Osta nyt',
  VerticalEmbed_Events_Button: 'Ilmoittaudu nyt',
  VerticalEmbed_Bookings_Button: 'Varaa nyt',
  UploadFile_Viewer_Download: 'Lataa {fileType}',
  VerticalEmbed_Units_Hour: '{number} t',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Poistuit galleriasta',
  Viewer_Read_More: 'Lue lisää',
  Viewer_See_Full_Post: 'Näytä koko julkaisu',
  Spoiler_Click_To_Reveal: 'Näytä napsauttamalla',
  Spoiler_Reveal_Image: 'Näytä kuva',
  Spoiler_Reveal_Gallery: 'Näytä galleria',
  Spoiler_Reveal_Video: 'Näytä video',
  Image_Expand: 'Suurenna kuva',
  Viewer_Close: 'Sulje',
  Fullscreen_Viewer: 'Koko näytön katselu',
  Fullscreen_Previous: 'Edellinen',
  Fullscreen_Next: 'Seuraava',
  Collapsible_Expand: 'Laajenna',
  Collapsible_Shrink: 'Pienennä',
};

export default messages;
