import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Hemen Satın Al',
  VerticalEmbed_Events_Button: 'Hemen Kaydol',
  VerticalEmbed_Bookings_Button: 'Hemen Rezervasyon Yap',
  UploadFile_Viewer_Download: '{fileType} indir',
  VerticalEmbed_Units_Hour: '{number} sa',
  VerticalEmbed_Units_Minute: '{number} dk',
  Accessibility_Left_Gallery: 'Galeriden ayrıldınız',
  Viewer_Read_More: 'Devamını oku',
  Viewer_See_Full_Post: 'Yazının Tamamını Gör',
  Spoiler_Click_To_Reveal: 'Göstermek için tıklayın',
  Spoiler_Reveal_Image: 'Görseli Göster',
  Spoiler_Reveal_Gallery: 'Galeriyi Göster',
  Spoiler_Reveal_Video: 'Videoyu Göster',
  Image_Expand: 'Görseli büyüt',
  Viewer_Close: 'Kapat',
  Fullscreen_Viewer: 'Tam ekran görüntüleyici',
  Fullscreen_Previous: 'Önceki',
  Fullscreen_Next: 'Sonraki',
  Collapsible_Expand: 'Genişlet',
  Collapsible_Shrink: 'Daralt',
};

export default messages;
