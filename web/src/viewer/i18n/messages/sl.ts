import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Kupi zdaj',
  VerticalEmbed_Events_Button: 'Prijavi se zdaj',
  VerticalEmbed_Bookings_Button: 'Rezerviraj zdaj',
  UploadFile_Viewer_Download: 'Prenesi {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Zapustili ste galerijo',
  Viewer_Read_More: 'Preberi več',
  Viewer_See_Full_Post: 'Ogled celotne objave',
  Spoiler_Click_To_Reveal: 'Kliknite za prikaz',
  Spoiler_Reveal_Image: 'Prikaži sliko',
  Spoiler_Reveal_Gallery: 'Prikaži galerijo',
  Spoiler_Reveal_Video: 'Prikaži videoposnetek',
  Image_Expand: 'Povečaj sliko',
  Viewer_Close: 'Zapri',
  Fullscreen_Viewer: 'Celozaslonski pregledovalnik',
  Fullscreen_Previous: 'Prejšnji',
  Fullscreen_Next: 'Naslednji',
  Collapsible_Expand: 'Razširi',
  Collapsible_Shrink: 'Skrči',
};

export default messages;
